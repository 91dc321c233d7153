// The plain-script build, `window.FirmChat`: the client and the reply renderer, for pages
// without a bundler.
export * from './index.ts';
export { DEFAULT_LINK_HOSTS, isAllowedLink, renderMarkdown } from './markdown.ts';
