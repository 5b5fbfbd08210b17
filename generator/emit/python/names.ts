/** The Python target's names are formed in model/python-names.ts, where the check stage reads them. */
export * from "../../model/python-names.ts";
