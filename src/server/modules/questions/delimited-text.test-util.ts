// Test-only: reads the exported files back the way Anki and spreadsheet programs do.

/** Splits RFC 4180 text into rows of fields (quoted fields may hold commas, quotes and line breaks). */
export function parseDelimited(text: string, separator: string, lineBreak: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (text.startsWith(lineBreak, i)) {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += lineBreak.length - 1;
    } else field += char;
  }
  if (field !== "" || row.length > 0) throw new Error("the text does not end with a line break");
  return rows;
}
