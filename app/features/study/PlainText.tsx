/**
 * Text a doctor or the academy wrote, shown as written: React escapes it (never HTML), blank lines
 * make paragraphs and single line breaks stay (white-space: pre-line in study.css).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={`plain-text ${className ?? ""}`}>
      {text.split(/\n{2,}/).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
