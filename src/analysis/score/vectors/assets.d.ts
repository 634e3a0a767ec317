// The vectors' bytes, embedded with `with { type: "file" }`: the import is the file's path (in the binary, a /$bunfs path).
declare module "*.i8" {
  const path: string;
  export default path;
}
