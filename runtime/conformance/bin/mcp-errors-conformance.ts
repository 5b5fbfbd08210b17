#!/usr/bin/env node
/** The command: `npx mcp-errors-conformance [options] -- <testee command> [args...]`. */
import process from "node:process";
import { main } from "../lib/cli.js";

// A reader that stops reading (| head) ends the run, with its outcome so far.
process.stdout.on("error", () => process.exit(process.exitCode ?? 1));
process.exitCode = await main(process.argv.slice(2));
