// The document's earlier blocks, then the fragment.
// «earlier blocks»

// «fragment»
