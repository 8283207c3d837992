/**
 * The draft's words with `text` brought in from elsewhere (issue 21: "Write about this" on /oracle
 * opens `/journal?write=<text>`): the text alone into an empty draft, or after a blank line below what
 * is already written, so nothing the writer wrote is lost. Text the draft already ends with is not
 * added a second time (the same card brought twice, or a reload before the address was cleaned).
 */
export function journalDraftAppend(content: string, text: string): string {
  const added = text.trim();
  if (added === '') return content;
  const kept = content.trimEnd();
  if (kept === '') return added;
  if (kept.endsWith(added)) return content;
  return `${kept}\n\n${added}`;
}
