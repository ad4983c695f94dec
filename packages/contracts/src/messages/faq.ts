/** Help page texts (spec 001 §8). */
export const faqMessages = {
  noFaqs: "No FAQ's yet!",
} as const;
