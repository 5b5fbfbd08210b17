/** The parsed error register (spec/errors.yaml). Owned by the register stage. */
export interface Register {
  file: string;
}
