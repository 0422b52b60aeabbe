/** An entry of src/early imported with `?early`: its inline script's source (src/integrations/early-scripts.ts). */
declare module '*?early' {
  const source: string;
  export default source;
}
