class C0 {
  class C1 {
    class C2 {
      class C3 {
        class C4 {
          class C5 {
            class C6 {
              class C7 {
                class C8 {
                  class C9 {
                    class C10 {
                      class C11 {
                        class C12 {
                          class C13 {
                            class C14 {
                              class C15 {
                                class C16 {
                                  class C17 {
                                    class C18 {
                                      class C19 {
                                        class C20 {
                                          class C21 {
                                            class C22 {
                                              class C23 {
                                                class C24 {
                                                  class C25 {
                                                    class C26 {
                                                      class C27 {
                                                        class C28 {
                                                          class C29 {
                                                            class C30 {
                                                              class C31 {
                                                                class C32 {
                                                                  class C33 {
                                                                    class C34 {
                                                                      class C35 {
                                                                        class C36 {
                                                                          class C37 {
                                                                            class C38 {
                                                                              class C39 {
                                                                                class C40 {
                                                                                  class C41 {
                                                                                    class C42 {
                                                                                      class C43 {
                                                                                        class C44 {
                                                                                          class C45 {
                                                                                            class C46 {
                                                                                              class C47 {
                                                                                                class C48 {
                                                                                                  class C49 {
                                                                                                    class C50 {
                                                                                                      class C51 {
                                                                                                        class C52 {
                                                                                                          class C53 {
                                                                                                            class C54 {
                                                                                                              class C55 {
                                                                                                                class C56 {
                                                                                                                  class C57 {
                                                                                                                    class C58 {
                                                                                                                      class C59 {
                                                                                                                        class C60 {
                                                                                                                          class C61 {
                                                                                                                            class C62 {
                                                                                                                              class C63 {
                                                                                                                                class C64 {
                                                                                                                                  class C65 {
                                                                                                                                    class C66 {
                                                                                                                                      class C67 {
                                                                                                                                        class C68 {
                                                                                                                                          class C69 {
                                                                                                                                            class C70 {
                                                                                                                                              class C71 {
                                                                                                                                                class C72 {
                                                                                                                                                  class C73 {
                                                                                                                                                    class C74 {
                                                                                                                                                      class C75 {
                                                                                                                                                        class C76 {
                                                                                                                                                          class C77 {
                                                                                                                                                            class C78 {
                                                                                                                                                              class C79 {
                                                                                                                                                                class C80 {
                                                                                                                                                                  class C81 {
                                                                                                                                                                    class C82 {
                                                                                                                                                                      class C83 {
                                                                                                                                                                        class C84 {
                                                                                                                                                                          class C85 {
                                                                                                                                                                            class C86 {
                                                                                                                                                                              class C87 {
                                                                                                                                                                                class C88 {
                                                                                                                                                                                  class C89 {
                                                                                                                                                                                    class C90 {
                                                                                                                                                                                      class C91 {
                                                                                                                                                                                        class C92 {
                                                                                                                                                                                          class C93 {
                                                                                                                                                                                            class C94 {
                                                                                                                                                                                              class C95 {
                                                                                                                                                                                                class C96 {
                                                                                                                                                                                                  class C97 {
                                                                                                                                                                                                    class C98 {
                                                                                                                                                                                                      class C99 {
                                                                                                                                                                                                        class C100 {
                                                                                                                                                                                                          class C101 {
                                                                                                                                                                                                            class C102 {
                                                                                                                                                                                                              class C103 {
                                                                                                                                                                                                                class C104 {
                                                                                                                                                                                                                  class C105 {
                                                                                                                                                                                                                    class C106 {
                                                                                                                                                                                                                      class C107 {
                                                                                                                                                                                                                        class C108 {
                                                                                                                                                                                                                          class C109 {
                                                                                                                                                                                                                            class C110 {
                                                                                                                                                                                                                              class C111 {
                                                                                                                                                                                                                                class C112 {
                                                                                                                                                                                                                                  class C113 {
                                                                                                                                                                                                                                    class C114 {
                                                                                                                                                                                                                                      class C115 {
                                                                                                                                                                                                                                        class C116 {
                                                                                                                                                                                                                                          class C117 {
                                                                                                                                                                                                                                            class C118 {
                                                                                                                                                                                                                                              class C119 {
                                                                                                                                                                                                                                                class C120 {
                                                                                                                                                                                                                                                  class C121 {
                                                                                                                                                                                                                                                    class C122 {
                                                                                                                                                                                                                                                      class C123 {
                                                                                                                                                                                                                                                        class C124 {
                                                                                                                                                                                                                                                          class C125 {
                                                                                                                                                                                                                                                            class C126 {
                                                                                                                                                                                                                                                              class C127 {
                                                                                                                                                                                                                                                                class C128 {
                                                                                                                                                                                                                                                                  class C129 {
                                                                                                                                                                                                                                                                  }
                                                                                                                                                                                                                                                                }
                                                                                                                                                                                                                                                              }
                                                                                                                                                                                                                                                            }
                                                                                                                                                                                                                                                          }
                                                                                                                                                                                                                                                        }
                                                                                                                                                                                                                                                      }
                                                                                                                                                                                                                                                    }
                                                                                                                                                                                                                                                  }
                                                                                                                                                                                                                                                }
                                                                                                                                                                                                                                              }
                                                                                                                                                                                                                                            }
                                                                                                                                                                                                                                          }
                                                                                                                                                                                                                                        }
                                                                                                                                                                                                                                      }
                                                                                                                                                                                                                                    }
                                                                                                                                                                                                                                  }
                                                                                                                                                                                                                                }
                                                                                                                                                                                                                              }
                                                                                                                                                                                                                            }
                                                                                                                                                                                                                          }
                                                                                                                                                                                                                        }
                                                                                                                                                                                                                      }
                                                                                                                                                                                                                    }
                                                                                                                                                                                                                  }
                                                                                                                                                                                                                }
                                                                                                                                                                                                              }
                                                                                                                                                                                                            }
                                                                                                                                                                                                          }
                                                                                                                                                                                                        }
                                                                                                                                                                                                      }
                                                                                                                                                                                                    }
                                                                                                                                                                                                  }
                                                                                                                                                                                                }
                                                                                                                                                                                              }
                                                                                                                                                                                            }
                                                                                                                                                                                          }
                                                                                                                                                                                        }
                                                                                                                                                                                      }
                                                                                                                                                                                    }
                                                                                                                                                                                  }
                                                                                                                                                                                }
                                                                                                                                                                              }
                                                                                                                                                                            }
                                                                                                                                                                          }
                                                                                                                                                                        }
                                                                                                                                                                      }
                                                                                                                                                                    }
                                                                                                                                                                  }
                                                                                                                                                                }
                                                                                                                                                              }
                                                                                                                                                            }
                                                                                                                                                          }
                                                                                                                                                        }
                                                                                                                                                      }
                                                                                                                                                    }
                                                                                                                                                  }
                                                                                                                                                }
                                                                                                                                              }
                                                                                                                                            }
                                                                                                                                          }
                                                                                                                                        }
                                                                                                                                      }
                                                                                                                                    }
                                                                                                                                  }
                                                                                                                                }
                                                                                                                              }
                                                                                                                            }
                                                                                                                          }
                                                                                                                        }
                                                                                                                      }
                                                                                                                    }
                                                                                                                  }
                                                                                                                }
                                                                                                              }
                                                                                                            }
                                                                                                          }
                                                                                                        }
                                                                                                      }
                                                                                                    }
                                                                                                  }
                                                                                                }
                                                                                              }
                                                                                            }
                                                                                          }
                                                                                        }
                                                                                      }
                                                                                    }
                                                                                  }
                                                                                }
                                                                              }
                                                                            }
                                                                          }
                                                                        }
                                                                      }
                                                                    }
                                                                  }
                                                                }
                                                              }
                                                            }
                                                          }
                                                        }
                                                      }
                                                    }
                                                  }
                                                }
                                              }
                                            }
                                          }
                                        }
                                      }
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
class After
