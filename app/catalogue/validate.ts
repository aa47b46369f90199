/** Checks every catalogue data set against its schema; an invalid catalogue fails the build. */
import { z } from "zod";

import { customers } from "./customers";
import { customerSchema } from "./schemas";

const catalogue = {
  customers: { data: customers, schema: z.array(customerSchema).length(17) },
};

export function validateCatalogue(): void {
  const problems = Object.entries(catalogue).flatMap(([name, { data, schema }]) => {
    const result = schema.safeParse(data);
    return result.success
      ? []
      : result.error.issues.map((issue) => `  ${name}.${issue.path.join(".")}: ${issue.message}`);
  });
  if (problems.length) throw new Error(`The catalogue is invalid:\n${problems.join("\n")}`);
}
