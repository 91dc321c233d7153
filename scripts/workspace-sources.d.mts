export declare function workspaceSources(names?: string[]): { find: RegExp; replacement: string }[];
export declare function functionImportMap(): { find: RegExp; replacement: string }[];
