// planted into: Sources
// refused with: has no member 'glassBackdrop'
import SwiftUI

struct PlantedView: View {
    var body: some View {
        Text(verbatim: "Today").glassBackdrop()
    }
}
