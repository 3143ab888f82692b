fun broken() {
  if (x) {
}

class After {
  fun ok() = 1
}
