import { defineCliConfig } from "sanity/cli";

import { studioProject } from "./project";

export default defineCliConfig({ api: studioProject(process.env) });
