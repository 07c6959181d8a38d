// `import AskForReview` gives an app every layer: the domain, the stores and the presentation, with
// the factories that wire them. Each layer module stays importable on its own.
@_exported import AskForReviewData
@_exported import AskForReviewDomain
@_exported import AskForReviewPresentation
