// Markdown embedded with `with { type: "text" }` (also in the compiled binary): the import is the file's text.
declare module "*.md" {
  const text: string;
  export default text;
}
