export declare function workspaceSources(names?: string[]): { find: RegExp; replacement: string }[];
