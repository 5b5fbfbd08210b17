// Compiled by mcp-errgen from runtime/mcp-errors/transport-failure.ts; do not edit.
import type { ConditionEntry, TransportFailure } from "./types.js";
/** What answering a transport failure reads of a revision's tables. */
export interface TransportFailureTables {
    readonly REVISION: string;
    readonly CONDITIONS: {
        readonly [condition: string]: ConditionEntry;
    };
    readonly ENVELOPE: {
        readonly jsonrpc: string;
    };
    readonly TRANSPORT_FAILURES?: {
        readonly [failure: string]: TransportFailure;
    };
}
/** The body of a transport failure: a JSON-RPC error response, with the request's id where given. */
export interface TransportFailureBody {
    readonly jsonrpc: string;
    readonly id?: string | number;
    readonly error: {
        readonly code: number;
        readonly message: string;
    };
}
export interface TransportFailureResponse {
    readonly status: number;
    /** null: the status goes alone (send no body). */
    readonly body: TransportFailureBody | null;
}
/**
 * The status and body of the revision's transport failure `key`; `id` is the request's id where the
 * server read one (a string or a finite number is kept, anything else left out). Throws RangeError
 * on a key the revision's transport does not have (a misspelt key is a mistake, not a failure it
 * can answer).
 */
export declare function transportFailureResponseIn(tables: TransportFailureTables, key: unknown, id?: unknown): TransportFailureResponse;
