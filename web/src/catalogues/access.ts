// The permission that lets someone change the knowledge base's lists (spec 000 section 6).
export const MODIFY_KNOWLEDGE_BASE = 'Modify Knowledge Base';
