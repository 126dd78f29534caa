/**
 * Marks a class list kept outside a `className` attribute, so that the formatter sorts it as it sorts
 * those (`tailwindFunctions` in .prettierrc.json): tw`px-4 flex` is the string "px-4 flex".
 */
export const tw = String.raw;
