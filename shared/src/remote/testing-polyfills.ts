// react-router needs TextEncoder, which jsdom does not provide (jest only).
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder, TextDecoder });
