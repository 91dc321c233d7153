/// <reference types="vite/client" />

/** The year the page was built, for the copyright line. */
declare const __BUILD_YEAR__: number;
