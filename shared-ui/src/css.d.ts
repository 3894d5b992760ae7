// Type declarations for the stylesheets that shared-ui components import.
// Referenced from src/index.ts so that packages consuming shared-ui as TypeScript source see them too.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
