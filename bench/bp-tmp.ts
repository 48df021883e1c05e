import { benchPractice } from "./practice";

try {
  console.log((await benchPractice("sqlite")).join("\n"));
} catch (error) {
  console.error("failed", error);
}
