export declare const SERVER_PATH: RegExp;
export declare const API_ORIGIN_META: string;
export declare function parseApiOrigin(value: string): string;
export declare function pointAtServer(html: string, apiOrigin: string): string;
export declare function withoutIslands(html: string): string;
export declare function withoutCrumb(html: string): string;
export declare function sizedImageFile(url: string): string | undefined;
export declare function staticImages(text: string): string;
