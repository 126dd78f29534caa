/** The networks a profile may be on, each with its name: the one list the schemas, the editor and the pages share. */
export const socialNetworkNames = {
  linkedin: "LinkedIn",
  instagram: "Instagram",
  x: "X",
} as const;

export type SocialNetwork = keyof typeof socialNetworkNames;

export const socialNetworks = Object.keys(socialNetworkNames) as [
  SocialNetwork,
  ...SocialNetwork[],
];
