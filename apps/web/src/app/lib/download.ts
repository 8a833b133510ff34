/** Hands a downloaded file to the browser under `filename` (an anchor click on an object URL). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers start reading the URL only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** A file-system-safe name for a download: letters, digits, spaces, dashes; never empty. */
export function fileNameFor(name: string, extension: string): string {
  const base = name
    .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'quizwise'}.${extension}`;
}
