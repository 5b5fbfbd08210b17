#!/usr/bin/env node
/** The command: `npx mcp-errors-conformance [options] -- <testee command> [args...]`. */
import process from "node:process";
import { main } from "../lib/cli.js";

process.exitCode = await main(process.argv.slice(2));
