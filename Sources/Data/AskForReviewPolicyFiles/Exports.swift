// The strict JSON value a policy file is read into and written from, for an app reading a file of its
// own as strictly (`PolicyFileFields`): an app that imports this module has it; `import AskForReview`
// alone does not bring it.
@_exported public import AskForReviewJSON
