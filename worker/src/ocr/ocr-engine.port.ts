/** Text recognition of a picture (the OCR port). */
export interface OcrEngine {
  /** The recognized lines of text, in reading order, each trimmed, empty lines left out. */
  recognize(image: Buffer): Promise<string[]>;
  /** Frees the engine (its worker thread). A later `recognize` may start it again. */
  close(): Promise<void>;
}
