/** /faqs-new-topic/{topicId}: "new-topic" for a new topic, else the topic's id (spec 002 §2.9). */
export const faqTopicPath = (id: number | 'new-topic') => `/faqs-new-topic/${id}`;
