class NameÃ {
  val okÿş = 2
}
val cafÃ© = 1
