// What a team's tests import: the doubles and contracts of every layer. The package's own layer
// tests import the one module of their layer instead, so they link that layer alone.
@_exported public import AskForReviewDataTesting
@_exported public import AskForReviewDomainTesting
@_exported public import AskForReviewPresentationTesting
