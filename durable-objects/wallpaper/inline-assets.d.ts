// Vite's ?inline imports give the file as a data: URL string.
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
