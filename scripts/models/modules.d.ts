// The Khronos glTF validator ships no types: what the model tests use of it.

declare module "gltf-validator" {
  interface Message {
    code: string;
    message: string;
    /** 0 error, 1 warning, 2 information, 3 hint. */
    severity: 0 | 1 | 2 | 3;
    pointer?: string;
  }
  interface Report {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: Message[];
      truncated: boolean;
    };
  }
  export function validateBytes(
    data: Uint8Array,
    options?: { maxIssues?: number; format?: "glb" | "gltf" },
  ): Promise<Report>;
}
