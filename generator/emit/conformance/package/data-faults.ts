/**
 * Data that breaks a condition's data shape, by condition, written by hand from the shapes the
 * schemas give (resourceNotFound's uri, unsupportedProtocolVersion's supported and requested,
 * ClientCapabilities, URL elicitations), at every depth: a check that stops one level down lets
 * the deeper ones through.
 */
import type { Json } from "../corpus-case.ts";

export interface DataFault {
  name: string;
  data: Json;
  /** How many levels below data the fault sits: 1 is a field of data itself. */
  depth: number;
  /**
   * The fault is in what recognition reads (a required field, or a field's own kind), so a rule
   * that needs the data does not hold; deeper faults leave the reading alone and only the fit fails.
   */
  breaksRecognition: boolean;
}

const elicitation = { mode: "url", elicitationId: "e1", url: "https://example.com/x", message: "Open it" };

export const DATA_FAULTS: Readonly<Record<string, readonly DataFault[]>> = {
  resourceNotFound: [
    { name: "uri-not-a-string", data: { uri: 5 }, depth: 1, breaksRecognition: true },
    { name: "uri-null", data: { uri: null }, depth: 1, breaksRecognition: true },
    { name: "uri-missing", data: { reason: "gone" }, depth: 1, breaksRecognition: true },
    { name: "data-not-an-object", data: "file:///nonexistent.txt", depth: 0, breaksRecognition: true },
  ],
  unsupportedProtocolVersion: [
    {
      name: "supported-not-an-array",
      data: { supported: "2025-11-25", requested: "1.0.0" },
      depth: 1,
      breaksRecognition: true,
    },
    { name: "requested-missing", data: { supported: ["2025-11-25"] }, depth: 1, breaksRecognition: true },
    {
      name: "supported-item-not-a-string",
      data: { supported: ["2025-11-25", 5], requested: "1.0.0" },
      depth: 2,
      breaksRecognition: false,
    },
  ],
  missingRequiredClientCapability: [
    { name: "requiredCapabilities-missing", data: {}, depth: 1, breaksRecognition: true },
    {
      name: "requiredCapabilities-not-an-object",
      data: { requiredCapabilities: [] },
      depth: 1,
      breaksRecognition: true,
    },
    {
      name: "roots-not-an-object",
      data: { requiredCapabilities: { roots: true } },
      depth: 2,
      breaksRecognition: false,
    },
    {
      name: "elicitation-form-not-an-object",
      data: { requiredCapabilities: { elicitation: { form: 5 } } },
      depth: 3,
      breaksRecognition: false,
    },
    {
      name: "experimental-value-not-an-object",
      data: { requiredCapabilities: { experimental: { tracing: "on" } } },
      depth: 3,
      breaksRecognition: false,
    },
    {
      // The spec's JSONValue as schema.json gives it: no null.
      name: "experimental-member-null",
      data: { requiredCapabilities: { experimental: { tracing: { level: null } } } },
      depth: 4,
      breaksRecognition: false,
    },
    {
      // schema.json's JSONValue numbers are integers.
      name: "sampling-tools-member-fraction",
      data: { requiredCapabilities: { sampling: { tools: { budget: 1.5 } } } },
      depth: 4,
      breaksRecognition: false,
    },
  ],
  urlElicitationRequired: [
    { name: "elicitations-not-an-array", data: { elicitations: {} }, depth: 1, breaksRecognition: true },
    { name: "elicitation-not-an-object", data: { elicitations: [5] }, depth: 2, breaksRecognition: false },
    {
      name: "elicitation-url-missing",
      data: { elicitations: [{ mode: "url", elicitationId: "e1", message: "Open it" }] },
      depth: 3,
      breaksRecognition: false,
    },
    {
      name: "elicitation-url-not-a-string",
      data: { elicitations: [{ ...elicitation, url: 5 }] },
      depth: 3,
      breaksRecognition: false,
    },
    {
      name: "elicitation-mode-not-url",
      data: { elicitations: [elicitation, { ...elicitation, elicitationId: "e2", mode: "form" }] },
      depth: 3,
      breaksRecognition: false,
    },
    {
      name: "elicitation-progress-token-fraction",
      data: { elicitations: [{ ...elicitation, _meta: { progressToken: 1.5 } }] },
      depth: 4,
      breaksRecognition: false,
    },
  ],
};

/** Data that fits, with more than the shape names (no shape here is exact). */
export const DATA_EXTRAS: Readonly<Record<string, Json>> = {
  resourceNotFound: { uri: "file:///nonexistent.txt", reason: "deleted", detail: { at: 1 } },
  unsupportedProtocolVersion: { supported: ["2024-11-05"], requested: "1.0.0", hint: "upgrade" },
  missingRequiredClientCapability: {
    requiredCapabilities: { elicitation: {}, experimental: { tracing: { level: 2 } } },
    note: "x",
  },
  urlElicitationRequired: { elicitations: [{ ...elicitation, extra: true }], extra: [1, 2] },
};
