// planted into: Widget
// refused with: main actor-isolated
import WidgetKit

@MainActor func plantedScreen() -> Int { 1 }

/// A timeline provider's requirements are not on the main actor: WidgetKit calls them elsewhere.
struct PlantedProvider {
    func entries() -> [Int] { [plantedScreen()] }
}
