/** Escapes text so markdown shows it literally (inline punctuation, and block markers at line starts). */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*_[\]<>|~])/g, '\\$1')
    .replace(/^(\s*)([#>+-]|\d+[.)])(?=\s|$)/gm, (_m, space: string, marker: string) =>
      marker.length === 1 ? `${space}\\${marker}` : `${space}${marker.slice(0, -1)}\\${marker.slice(-1)}`,
    );
}
