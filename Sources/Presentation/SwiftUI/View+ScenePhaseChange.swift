#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    extension View {
        /// Calls `action` with the scene's new phase when it changes: through the two-value `onChange`
        /// where the platform has it (iOS 17, macOS 14, visionOS), the one-value form before.
        @ViewBuilder
        func onScenePhaseChange(_ phase: ScenePhase, perform action: @escaping (ScenePhase) -> Void)
            -> some View
        {
            #if os(visionOS)
                onChange(of: phase) { _, newPhase in action(newPhase) }
            #else
                if #available(iOS 17.0, macOS 14.0, *) {
                    onChange(of: phase) { _, newPhase in action(newPhase) }
                } else {
                    onChange(of: phase, perform: action)
                }
            #endif
        }
    }
#endif
