/** Flags that keep headless Chromium quiet on machines with a closed network. */
export declare const chromiumArgs: string[];
/** The path of a Chromium binary, or undefined when none is installed. */
export declare function findChromium(): string | undefined;
/** A Chromium path, installing Debian's package when root with apt; throws with instructions otherwise. */
export declare function ensureChromium(): string;
