// planted into: Sources
// refused with: cannot find 'PlantedMissingScreen' in scope
// Xcode alone expands #Preview: the check compiles the call the macro expands to.
import SwiftUI

#if canImport(DeveloperToolsSupport)
#Preview("Planted") {
    PlantedMissingScreen()
}
#endif
