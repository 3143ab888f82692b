// ScrollPosition is a value: scrolling mutates it, so it must be a var (or a @State binding).
// expected-error: cannot use mutating member on immutable value: 'position' is a 'let' constant
import SwiftUI

func scrollToTop() {
  let position = ScrollPosition(edge: .bottom)
  position.scrollTo(y: 0)
}
