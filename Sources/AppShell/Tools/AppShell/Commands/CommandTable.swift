/// Every command the shell has, in the order the general help lists them. A new command is a file
/// declaring its ``CommandDefinition`` and one line here.
enum CommandTable {
    static let all: [CommandDefinition] = [
        DemoCommand.definition,
        LaunchCommand.definition,
        CompleteCommand.definition,
        EventCommand.definition,
        TickCommand.definition,
        RespondCommand.definition,
        ChoseRateCommand.definition,
        OptOutCommand.definition,
        StatusCommand.definition,
        ResetCommand.definition,
        SimulateCommand.definition,
        ReplayCommand.definition,
        PolicyCommand.definition,
        PopulationShowCommand.definition,
        ReviewLinkCommand.definition,
        HelpCommand.definition,
    ]

    /// The command named `name`, if there is one.
    static func named(_ name: String) -> CommandDefinition? {
        all.first { $0.name == name }
    }
}
