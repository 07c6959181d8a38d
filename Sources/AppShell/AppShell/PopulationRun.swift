import AskForReviewSimulation

/// A population run as the command line asks for it: `simulate --population N`.
struct PopulationRun: Equatable {
    var users = 10_000
    var days = 365
    var seed: UInt64 = 1
    /// Preset names; empty means the `--policy` one.
    var policies: [String] = []
    var model = PopulationModel()
    /// Where to write the per-day CSV, if anywhere.
    var csvPath: String?
    /// Where to write the SVG chart, if anywhere.
    var svgPath: String?
}
