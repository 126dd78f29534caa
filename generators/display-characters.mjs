// The characters the heading font draws, shared by the font generator and the build checks.
const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join("");

/** Printable ASCII and the typographic punctuation of English text. */
export const displayCharacters = `${printableAscii}\u00a0\u00a9\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026`;
