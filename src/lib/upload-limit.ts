/**
 * The heaviest file an editor may upload: a phone's photo weighs 2 to 12 MB. The editor refuses a
 * heavier one (src/admin/uploads.ts), and so does the check of a proposal (src/pipeline/proposal.ts).
 */
export const maxUploadBytes = 30 * 1024 * 1024;
