/** The supported range in the README's words. */
export declare const supportedNodeText: string;
/** Whether a Node version (`process.versions.node`, e.g. `22.12.0`) is in the supported range. */
export declare function supportsNode(version: string): boolean;
