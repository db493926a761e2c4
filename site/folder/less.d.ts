/** The part of the `less` package (which ships no types) that styles.ts uses. */
declare module 'less' {
  export interface LoadedFile {
    contents: string | Uint8Array;
    filename: string;
  }
  export interface LoadOptions {
    ext?: string;
    rawBuffer?: boolean;
  }
  class AbstractFileManager {
    supports(filename: string, currentDirectory: string, options: LoadOptions): boolean;
    supportsSync(filename: string, currentDirectory: string, options: LoadOptions): boolean;
    loadFile(filename: string, currentDirectory: string, options: LoadOptions): Promise<LoadedFile>;
    loadFileSync(filename: string, currentDirectory: string, options: LoadOptions): LoadedFile | { error: unknown };
  }
  export interface PluginManager {
    addFileManager(manager: AbstractFileManager): void;
  }
  export interface Plugin {
    install(less: unknown, pluginManager: PluginManager): void;
  }
  export interface RenderOptions {
    filename?: string;
    plugins?: Plugin[];
    javascriptEnabled?: boolean;
    math?: string | number;
  }
  export interface LessErrorShape {
    message?: string;
    filename?: string;
    line?: number | null;
    column?: number;
    type?: string;
  }
  export interface Less {
    AbstractFileManager: typeof AbstractFileManager;
    render(input: string, options?: RenderOptions): Promise<{ css: string; imports: string[] }>;
  }
  const less: Less;
  export default less;
}
